class app($greeting) { notify { "staging app ${greeting}": } }
