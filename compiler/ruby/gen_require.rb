# Records, with Debian's Ruby 3.1 and Puppet 7.23, which files module Ruby
# can require from Puppet and from the gems Puppet depends on or loads
# (facter, semantic_puppet, hocon, deep_merge, concurrent-ruby, fast_gettext,
# locale, rexml), and which of them
# Puppet has already loaded when a module's function runs (a 4.x function
# called in a compile made as the golden cases' oracle makes it: require answers false for those, true for the
# others, LoadError for a name none of them has). Writes require_gen.go.
# Usage: cd compiler/ruby && ruby gen_require.rb
require 'tmpdir'
require 'json'
require 'fileutils'
abort 'needs Ruby 3.1' unless RUBY_VERSION.start_with?('3.1.')
ver = `puppet --version`.strip
abort "needs Puppet 7.23 (#{ver})" unless ver == '7.23.0'

# the files: each family's root and the require names found there. Puppet's
# own files are probed (what a first require loads besides, or how it
# fails); the gems Puppet depends on or has loaded, which Punch models as a
# library each (rlib), only need the names.
vendor = '/usr/lib/ruby/vendor_ruby'
gem_lib = ->(name) { Gem::Specification.find_by_name(name).full_require_paths.first }
roots = [
  [vendor, %w[puppet.rb puppet_x.rb puppet_pal.rb puppet/**/*.rb], true],
  [vendor, %w[facter.rb facter/**/*.rb deep_merge.rb deep_merge/**/*.rb fast_gettext.rb fast_gettext/**/*.rb], false],
  [gem_lib['semantic_puppet'], %w[semantic_puppet.rb semantic_puppet/**/*.rb], false],
  [gem_lib['hocon'], %w[hocon.rb hocon/**/*.rb], false],
  [gem_lib['concurrent-ruby'], %w[concurrent.rb concurrent/**/*.rb], false],
  [gem_lib['locale'], %w[locale.rb locale/**/*.rb], false],
  [gem_lib['rexml'], %w[rexml.rb rexml/**/*.rb], false]
]
names = {}
probe = []
roots.each do |base, pats, probed|
  pats.each do |pat|
    Dir.glob(pat, base: base).each do |f|
      n = f.delete_suffix('.rb')
      names[n] = base
      probe << n if probed
    end
  end
end

# what Puppet has loaded when a module's function runs, in a compile made as
# the golden cases' oracle makes it (Puppet's catalog terminus, as Puppet
# Server compiles)
oracle = File.expand_path('../golden/tools/oracle_compile.rb', __dir__)
facts = File.expand_path('../golden/facts/debian12.json', __dir__)
loaded = Dir.mktmpdir('punch-req') do |dir|
  env = File.join(dir, 'envs/production')
  fdir = File.join(env, 'modules/lf/lib/puppet/functions')
  FileUtils.mkdir_p(fdir)
  FileUtils.mkdir_p(File.join(env, 'manifests'))
  out = File.join(dir, 'features.json')
  # the function writes what is loaded, then requires each other name in a
  # child process of its own: what that loads besides, or how it fails
  File.write(File.join(dir, 'names.json'), probe.sort.to_json)
  File.write(File.join(fdir, 'lf.rb'), <<~RUBY)
    Puppet::Functions.create_function(:lf) do
      def lf(dir)
        before = $LOADED_FEATURES.dup
        res = { 'loaded' => before, 'probe' => {} }
        JSON.parse(File.read(File.join(dir, 'names.json'))).each do |n|
          next if $LOADED_FEATURES.any? { |f| f.end_with?("/\#{n}.rb") }

          rd, wr = IO.pipe
          pid = fork do
            rd.close
            $stderr.reopen(File::NULL)
            $stdout.reopen(File::NULL)
            r = begin
              require(n) ? { 'adds' => $LOADED_FEATURES - before } : { 'adds' => [] }
            rescue ScriptError, StandardError => e
              { 'error' => e.class.name, 'message' => e.message }
            end
            wr.write(r.to_json)
            wr.close
            exit!(0)
          end
          wr.close
          if IO.select([rd], nil, nil, 60)
            res['probe'][n] = JSON.parse(rd.read)
          else
            # a require that never returns (it waits for something)
            Process.kill(:KILL, pid)
            res['probe'][n] = { 'error' => 'Timeout', 'message' => 'the require did not return in 60 s' }
          end
          rd.close
          Process.wait(pid)
        end
        File.write(File.join(dir, 'features.json'), res.to_json)
        nil
      end
    end
  RUBY
  File.write(File.join(env, 'manifests/site.pp'), "lf('#{dir}')\n")
  ok = system('ruby', oracle, '--environmentpath', File.join(dir, 'envs'), '--environment', 'production',
              '--node', 'web01.example.com', '--facts', facts, '--out', dir, chdir: env, out: File::NULL, err: File::NULL)
  abort 'the oracle compile failed' unless ok && File.exist?(out)
  JSON.parse(File.read(out))
end
# a loaded path back to its require name (nil for files of other libraries)
bases = names.each_value.uniq
name_of = lambda do |path|
  base = bases.find { |b| path.start_with?(b + '/') }
  n = base && path.delete_prefix(base + '/').delete_suffix('.rb')
  n if n && names[n] == base
end
loaded_names = loaded['loaded'].map(&name_of).compact.to_h { |n| [n, true] }

# one line a name: "NAME", "NAME loaded", "NAME +OTHER +OTHER" (a first
# require loads those too), or "NAME !Class message" (Puppet's require fails)
lines = names.keys.sort.map do |n|
  next "#{n} loaded" if loaded_names[n]
  pr = loaded['probe'][n] || { 'adds' => [] }
  next "#{n} !#{pr['error']} #{pr['message'].gsub(/\s+/, ' ')}" if pr['error']
  adds = pr['adds'].map(&name_of).compact.reject { |a| a == n || loaded_names[a] }.uniq.sort
  ([n] + adds.map { |a| "+#{a}" }).join(' ')
end

out = +"// Code generated by gen_require.rb with Ruby #{RUBY_VERSION} and Puppet #{ver}; DO NOT EDIT.\n\npackage ruby\n\n"
out << "// puppetRequireText lists the files module Ruby can require from Puppet and the\n"
out << "// libraries Punch models as Puppet's own, one require name a line: \" loaded\"\n"
out << "// marks those Puppet has loaded when a module's function runs, \"+NAME\" the\n"
out << "// others a first require of it loads too, \"!Class message\" Puppet's failure.\n"
out << "const puppetRequireText = `"
lines.each { |l| out << l << "\n" }
out << "`\n"
File.write('require_gen.go', out)
system('gofmt', '-w', 'require_gen.go')
