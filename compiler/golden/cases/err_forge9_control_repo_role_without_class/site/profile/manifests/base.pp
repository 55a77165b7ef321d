# written for this case
class profile::base { notice('profile::base evaluated') }
