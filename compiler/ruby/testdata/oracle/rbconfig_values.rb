# RbConfig (Ruby loads it at boot): CONFIG's keys and values, its other constants
require 'rbconfig'
p RbConfig::CONFIG['host_os'], RbConfig::CONFIG['ruby_version'], RbConfig::CONFIG['host_os'] =~ /mswin|mingw|cygwin/
p RbConfig::CONFIG.size, RbConfig::CONFIG.class, RbConfig::CONFIG.frozen?, RbConfig::CONFIG.keys.first(5)
p RbConfig::CONFIG.values_at('MAJOR', 'MINOR', 'TEENY', 'arch', 'EXEEXT', 'bindir', 'ruby_install_name', 'DLEXT')
p [RbConfig::TOPDIR, RbConfig::DESTDIR, RbConfig.ruby, RbConfig.is_a?(Module), RbConfig.class]
RbConfig::CONFIG['mine'] = 'x'
p RbConfig::CONFIG['mine']
p RbConfig::CONFIG.to_a.hash == RbConfig::CONFIG.to_a.hash
p RbConfig::CONFIG.map { |k, v| "#{k}=#{v}" }.join("\n").size
