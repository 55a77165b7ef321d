stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class late { notify { 'late': } }
class { 'early': stage => 'pre' }
class { 'late': }
class outer { include inner }
class inner { notify { 'inner': } }
class { 'outer': stage => 'pre' }
