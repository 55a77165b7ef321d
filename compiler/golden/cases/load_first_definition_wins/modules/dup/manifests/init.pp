class dup { }
class dup::again { notice('first') }
