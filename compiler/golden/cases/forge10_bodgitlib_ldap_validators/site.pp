# bodgit's bodgitlib validators as a control repository carries them (greynolds123/control-repo): validate_ldap_filter
# (an Onigmo regexp with \g<name> subexpression calls, recursion, POSIX classes, extended mode) and validate_base64.
# (validate_ldap_uri.rb is in err_forge10_bodgitlib_ldap_uri_legacy_def: Puppet refuses that file.) Values written for this case.
validate_ldap_filter('(objectClass=*)')
validate_ldap_filter(['(&(objectClass=person)(|(uid=jdoe)(mail=j*@example.com)))', '(!(cn=admin))', '(cn:dn:2.4.6.8:=John)', '(sn~=smith)', '(description=a\\,b)'])
validate_base64(['aGVsbG8gd29ybGQ=', "aGVs\nbG8="])
notice('validated')
