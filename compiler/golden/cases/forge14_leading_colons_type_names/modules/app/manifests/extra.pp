# Written for this case.
class app::extra { notify { 'extra': } }
