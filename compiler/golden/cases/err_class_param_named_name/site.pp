class app($port = 80, $name = 'x') { notify { "app ${port}": } }
include app
