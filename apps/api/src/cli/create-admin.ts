/** Placeholder replaced by the accounts work. */
console.error('create-admin is not available yet');
process.exit(1);
