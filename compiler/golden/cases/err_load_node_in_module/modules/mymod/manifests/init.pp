class mymod { }
node default { }
