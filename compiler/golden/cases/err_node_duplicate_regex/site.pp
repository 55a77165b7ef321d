node /^web/ { }
node /^web/ { }
