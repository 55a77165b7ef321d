['forwardable', 'singleton', 'timeout', 'etc', 'benchmark', 'english', 'ostruct'].each |$w| { notify { $w: message => probe::lib($w) } }
