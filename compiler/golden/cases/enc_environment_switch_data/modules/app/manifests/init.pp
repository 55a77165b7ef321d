class app($greeting) { notify { "production app ${greeting}": } }
