# Written for this case: kafka::version, read by unit.erb through scope.lookupvar.
class kafka (String $version = '0.8.2.1') {}
