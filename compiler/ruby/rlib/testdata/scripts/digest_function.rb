# digest.rb's Object#Digest(name)
require 'digest'
show(:classes) { [Digest(:SHA1), Digest('MD5'), Digest(:SHA256), Digest(:SHA384), Digest(:SHA512), Digest(:RMD160), Digest(:Base), Digest(:Class), Digest(:SHA2)] }
show(:hex) { [Digest(:SHA1).hexdigest('x'), Digest(:MD5).hexdigest('x'), Digest('SHA256').hexdigest('x')[0, 16]] }
show(:missing) { Digest(:Nope) }
show(:missing2) { Digest('SHA999') }
show(:lower) { Digest(:sha1) }
show(:integer) { Digest(1) }
show(:private) { [Object.private_method_defined?(:Digest), 1.respond_to?(:Digest)] }
