#!/usr/bin/ruby
# record.rb CASE_DIR
#
# Records what Puppet 7.23's agent writes for the file resources of
# CASE_DIR/resources.json: each resource becomes a file resource whose
# title is its "title" under a target directory, applied by `puppet apply`
# (with the case's environment, its fileserver.conf and certname
# node1.example.com), and the target tree (path, type, SHA-256 or link
# destination) and the resources' errors are written to
# CASE_DIR/expected.txt. "@CASE@" in sources stands for the case directory.
#
# puppet apply has no client certificate for a custom mount's %H (it
# expands it with the local host's name), so %H is left to the test of
# api/fileserve, checked against Puppet Server.
#
# Needs Debian's puppet. Takes a minute or so (Puppet's start-up).
require 'json'
require 'tmpdir'
require 'digest'
require 'find'

dir = File.expand_path(ARGV[0] || abort('usage: record.rb CASE_DIR'))
resources = JSON.parse(File.read(File.join(dir, 'resources.json')))
Dir.mktmpdir('punch-filesource-record') do |tmp|
  target = File.join(tmp, 'target')
  Dir.mkdir(target)
  conf = File.join(tmp, 'fileserver.conf')
  File.write(conf, File.read(File.join(dir, 'fileserver.conf.in')).gsub('@CASE@', dir))
  manifest = resources.map do |r|
    params = r['params'].map do |k, v|
      v = JSON.parse(JSON.generate(v).gsub('@CASE@', dir))
      "  #{k} => #{v.is_a?(String) ? "'#{v}'" : (v.is_a?(Array) ? '[' + v.map { |x| x.is_a?(String) ? "'#{x}'" : x.to_s }.join(', ') + ']' : v.to_s)},"
    end
    "file { '#{target}/#{r['title']}':\n#{params.join("\n")}\n}\n"
  end.join
  File.write(File.join(tmp, 'site.pp'), manifest)
  cmd = ['puppet', 'apply', '--color=false', '--certname', 'node1.example.com',
         '--confdir', File.join(tmp, 'conf'), '--vardir', File.join(tmp, 'var'), '--codedir', File.join(tmp, 'code'),
         '--environmentpath', File.join(dir, 'environments'), '--environment', 'production', '--basemodulepath', '',
         '--fileserverconfig', conf, File.join(tmp, 'site.pp')]
  out = IO.popen(cmd, err: [:child, :out], &:read)
  lines = []
  Find.find(target) do |path|
    next if path == target
    rel = path.sub(target + '/', '')
    st = File.lstat(path)
    lines << if st.symlink?
               "#{rel} link #{File.readlink(path)}"
             elsif st.directory?
               "#{rel} directory"
             else
               "#{rel} file {sha256}#{Digest::SHA256.file(path).hexdigest}"
             end
  end
  out.each_line do |l|
    next unless l =~ %r{\AError: /Stage\[main\]/Main/File\[#{Regexp.escape(target)}/([^\]]+)\]: Could not evaluate: (.*)$}
    lines << "#{Regexp.last_match(1)} error #{Regexp.last_match(2).gsub(dir, '@CASE@').strip}"
  end
  File.write(File.join(dir, 'expected.txt'), lines.sort.join("\n") + "\n")
  File.write(File.join(dir, 'puppet-apply.log'), out.gsub(tmp, '@TMP@').gsub(dir, '@CASE@'))
end
