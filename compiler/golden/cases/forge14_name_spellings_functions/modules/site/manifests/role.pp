# Written for this case.
class site::role { }
