class six { notify { 'six': } }
include Class['six']
include Six
