# written for this case
class profile::mysql { notice('profile::mysql evaluated') }
