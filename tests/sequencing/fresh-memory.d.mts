export declare function freshMemoryMs(): number;
