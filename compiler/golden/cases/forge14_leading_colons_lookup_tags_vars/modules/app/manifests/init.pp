# Written for this case.
class app (String $port = 'dflt') { notify { "app port ${port}": } }
