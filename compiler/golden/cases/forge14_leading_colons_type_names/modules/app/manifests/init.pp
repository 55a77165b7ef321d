# Written for this case.
class app { notify { 'app': } }
