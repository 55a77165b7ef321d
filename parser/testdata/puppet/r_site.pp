site {}
