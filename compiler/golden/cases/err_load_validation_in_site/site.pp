# A validation error in the initial manifest: 'Could not parse for environment production: ...'.
class bad($title = 1) { }
include bad
