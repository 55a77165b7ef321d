require 'pathname'
p Pathname.new('/a/b/c.rb').dirname + '../../puppet_x/x.rb', Pathname.new('a/b') + '../c', Pathname.new('/a') + '/b', Pathname.new('a') + '..', Pathname.new('/') + '..', Pathname.new('/a/b').join('c', 'd'), Pathname.new('/x/y.tar.gz').basename.to_s, Pathname.new('/x/y.tar.gz').extname, Pathname.new('a/b').relative?, Pathname('x').to_s
p Gem::Version.new('1.10.0') > Gem::Version.new('1.9'), Gem::Version.new('4.0.0') == Gem::Version.new('4'), Gem::Version.new('2.0.0.pre1') < Gem::Version.new('2.0.0'), Gem::Version.new('1.2.3').segments, Gem::Version.new('1.2.3').to_s
p(/a\/b/.source, %r{a\/b}.source, /x#{/[^\/]+/}y/.source, /x#{%r{a/b}}/.source, %r{a/b}.to_s, %r{a/b}.inspect)
p ENV['PUNCH_UNSET_VAR_X']
p ENV.key?('PUNCH_UNSET_VAR_X')
p ENV.fetch('PUNCH_UNSET_VAR_X', 'd')
begin; ENV.fetch('PUNCH_UNSET_VAR_X'); rescue KeyError => e; p e.message; end
ENV['PUNCH_UNSET_VAR_X'] = 'v'
p ENV['PUNCH_UNSET_VAR_X']
p ENV.delete('PUNCH_UNSET_VAR_X')
p ENV['PUNCH_UNSET_VAR_X']
begin; ENV[:x]; rescue TypeError => e; p e.message; end
begin; ENV['x'] = 1; rescue TypeError => e; p e.message; end
p ENV['HOME'].class
p ENV.is_a?(Enumerable)
p ENV.to_s
