# role mysql
include profile::base
include profile::mysql
