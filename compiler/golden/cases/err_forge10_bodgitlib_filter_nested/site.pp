# a value bodgitlib refuses (written for this case).
validate_ldap_filter('(&(cn=a)(|(sn=b))')
