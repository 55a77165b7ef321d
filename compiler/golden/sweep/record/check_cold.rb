# check_cold.rb: check that the one-process recording (record.rb) gives, for a sample of classes,
# what cold compiles give, each in a fresh Ruby process:
#   1. the catalog or error: the golden suite's own oracle (tools/oracle_compile.rb, which loads
#      the environment anew for its one compile) is run on a case laid out by tools/mkenv.sh
#      (the sweep environment plus enc.yaml `classes: [NAME]`), and its catalog, normalized by
#      normalize.rb, or its error line must equal the recording's;
#   2. the function calls: record.rb is run for that class alone, and every call it records must
#      be in the recording (the full recording also holds the calls of other classes).
#
# Usage: ruby check_cold.rb --recording DIR --facts FILE [--sample N | --classes A,B,...]
# The sample is every (total/N)th class of the recording, so it spans the modules. Exits 1 on a
# difference.
require 'optparse'
require 'json'
require 'set'
require 'tmpdir'
require 'fileutils'
require 'open3'
require 'zlib'
require 'yaml'
require_relative 'normalize'

HERE = File.dirname(File.expand_path(__FILE__))
SWEEP = File.dirname(HERE)
GOLDEN = File.dirname(SWEEP)

opts = { sample: 20 }
OptionParser.new do |o|
  o.on('--recording DIR') { |v| opts[:rec] = v }
  o.on('--facts FILE') { |v| opts[:facts] = v }
  o.on('--sample N', Integer) { |v| opts[:sample] = v }
  o.on('--classes LIST') { |v| opts[:classes] = v.split(',') }
end.parse!
abort('check_cold.rb: missing --recording') unless opts[:rec]
abort('check_cold.rb: missing --facts') unless opts[:facts]

def read_lines(dir, base)
  plain = File.join(dir, base)
  return File.readlines(plain) if File.exist?(plain)

  Zlib::GzipReader.open(plain + '.gz', &:readlines)
end

recorded = read_lines(opts[:rec], 'catalogs.jsonl').to_h { |l| e = JSON.parse(l); [e['class'], e] }
recorded_calls = Set.new(read_lines(opts[:rec], 'calls.jsonl').map { |l| JSON.generate(JSON.parse(l)['rec']) })
meta = JSON.parse(File.read(File.join(opts[:rec], 'meta.json')))
names = opts[:classes] || begin
  all = recorded.keys.sort
  step = [all.size / opts[:sample], 1].max
  (0...all.size).step(step).map { |i| all[i] }.first(opts[:sample])
end

failed = 0
names.each do |name|
  want = recorded[name] or abort("check_cold.rb: #{name} is not in the recording")
  Dir.mktmpdir('sweep-cold') do |tmp|
    kase = File.join(tmp, 'case')
    FileUtils.mkdir_p(kase)
    FileUtils.cp(File.join(SWEEP, 'env', 'site.pp'), kase)
    File.write(File.join(kase, 'modulepath'), meta['modules_dir'] + "\n")
    File.write(File.join(kase, 'enc.yaml'), { 'classes' => [name] }.to_yaml)
    lay = File.join(tmp, 'lay')
    out, st = Open3.capture2e('bash', File.join(GOLDEN, 'tools', 'mkenv.sh'), kase, lay)
    abort("mkenv.sh: #{out}") unless st.success?
    prod = File.join(lay, 'envs', 'production')
    common = ['--environmentpath', File.join(lay, 'envs'), '--environment', 'production',
              '--node', meta['node'], '--facts', opts[:facts]]
    t0 = Time.now
    out, = Open3.capture2e('ruby', File.join(GOLDEN, 'tools', 'oracle_compile.rb'), *common,
                           '--out', lay, '--external_nodes', File.join(lay, 'enc.sh'), chdir: prod)
    cold_secs = Time.now - t0
    problems = []
    cat = File.join(lay, 'catalog.json')
    err = File.join(lay, 'error.txt')
    if File.exist?(cat)
      got = SweepNormalize.catalog(JSON.parse(File.read(cat)))
      if !want.key?('catalog')
        problems << "cold compile succeeded, recording has #{want['error']}"
      elsif got != want['catalog']
        problems << 'catalogs differ'
      end
    elsif File.exist?(err)
      got = File.read(err).chomp.gsub(/(#<[A-Za-z:_]+:)0x[0-9a-f]+/, '\10x0000000000000000')
      # oracle_compile.rb keeps the first line of the message; the recording has all of it.
      first = want['error'] && want['error'].lines.first.chomp
      problems << "errors differ:\n    cold:      #{got}\n    recording: #{first || 'a catalog'}" if got != first
    else
      problems << "oracle_compile.rb did not run: #{out.lines.first(5).join}"
    end
    # The calls of a cold record.rb run of this class alone.
    recdir = File.join(tmp, 'rec')
    out, st = Open3.capture2e('ruby', File.join(HERE, 'record.rb'), *common, '--modules', meta['modules_dir'],
                              '--out', recdir, '--classes', name, chdir: prod)
    if st.success?
      cold = File.readlines(File.join(recdir, 'calls.jsonl')).map { |l| JSON.generate(JSON.parse(l)['rec']) }
      missing = cold.reject { |c| recorded_calls.include?(c) }
      problems << "#{missing.size} of #{cold.size} calls not in the recording, e.g. #{missing.first[0, 300]}" unless missing.empty?
      ncalls = cold.size
    else
      problems << "record.rb failed: #{out.lines.last(3).join}"
    end
    if problems.empty?
      puts format('same %-45s %s, %d distinct calls (cold compile %.1fs)', name,
                  want.key?('catalog') ? "#{want['catalog']['resources'].size} resources" : 'error', ncalls, cold_secs)
    else
      failed += 1
      puts "DIFF #{name}:\n  #{problems.join("\n  ")}"
    end
  end
end
puts "check_cold.rb: #{names.size - failed} of #{names.size} classes the same cold and in one process"
exit(failed.zero? ? 0 : 1)
