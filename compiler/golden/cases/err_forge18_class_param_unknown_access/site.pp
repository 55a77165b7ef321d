# A class parameter that the class does not have.
include app
notice(Class['app']['nosuch'])
