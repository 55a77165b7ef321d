# bodgitlib's validate_ldap_uri.rb (a 3.x function file) reopens URI and defines a method (URI.parse for Ruby 1.8):
# Puppet refuses the whole file (Illegal method definition in legacy function). Written for this case.
validate_ldap_uri('ldap://h/')
