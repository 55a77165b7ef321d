define shop::take(Error['mykind'] $err) { notice($err) }
shop::take { 'one': err => Error('oops', 'other') }
