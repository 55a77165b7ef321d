# puppet_warm.rb: warm in-process compile times of Puppet 7.23 (the Debian package), the reference
# for Punch's served catalogs (docs/performance.md, issue 13).
#
# Usage: ruby cmd/tools/puppet_warm.rb --environmentpath DIR [--environment production]
#            --facts FILE [--facts FILE...] [--runs N]
#
# Each FILE holds one node's facts, {"name": NODE, "values": {...}} as the load generator writes them
# (punch-load -write-real-env). For each node the catalog is compiled N+1 times in one process, the
# way Puppet Server's catalog terminus does it (node indirection "plain", server facts, trusted data,
# Puppet::Parser::Compiler.compile) and then rendered to JSON as the server sends it; the first
# compile warms the environment (its environment.conf should say environment_timeout = unlimited so
# that Puppet keeps the environment and what it loaded, as a warm Puppet Server does). Printed per
# node: resources, the median and minimum of the warm compiles, and of compile + JSON, in ms, and the
# process's CPU time per warm compile. Timings are wall-clock: run it on a quiet machine, or read
# the CPU column.
require 'optparse'
require 'json'
require 'tmpdir'
require 'puppet'

SERVER_FACTS = { 'serverversion' => '7.23.0', 'servername' => 'puppet.example.com', 'serverip' => '10.0.0.1' }.freeze

opts = { env: 'production', runs: 10, facts: [] }
OptionParser.new do |o|
  o.on('--environmentpath DIR') { |v| opts[:envpath] = v }
  o.on('--environment NAME') { |v| opts[:env] = v }
  o.on('--facts FILE') { |v| opts[:facts] << v }
  o.on('--runs N', Integer) { |v| opts[:runs] = v }
end.parse!
abort('puppet_warm.rb: give --environmentpath and --facts') unless opts[:envpath] && !opts[:facts].empty?

scratch = Dir.mktmpdir('puppet-warm')
Puppet.initialize_settings(['--environmentpath', opts[:envpath], '--codedir', File.dirname(opts[:envpath]),
                            '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
                            '--rundir', "#{scratch}/run", '--hiera_config', "#{scratch}/no-hiera.yaml",
                            '--color', 'false', '--environment', opts[:env], '--log_level', 'err'])

def cpu
  t = Process.times
  t.utime + t.stime
end

def median(xs)
  s = xs.sort
  s[s.size / 2]
end

printf("%-28s %9s %12s %12s %14s %14s %10s\n", 'node', 'resources', 'compile p50', 'compile min',
       '+JSON p50', '+JSON min', 'CPU/compile')
opts[:facts].each do |file|
  data = JSON.parse(File.read(file))
  name = data['name']
  values = data['values']
  compile_ms = []
  total_ms = []
  resources = 0
  cpu_warm = 0.0
  (opts[:runs] + 1).times do |i|
    c0 = cpu
    env = Puppet.lookup(:environments).get!(opts[:env])
    trusted = Puppet::Context::TrustedInformation.new('remote', name, {})
    t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    json = nil
    Puppet.override(current_environment: env, trusted_information: trusted) do
      facts = Puppet::Node::Facts.new(name, Marshal.load(Marshal.dump(values)))
      node = Puppet::Node.indirection.find(name, environment: env, facts: facts)
      node.add_server_facts(SERVER_FACTS)
      node.trusted_data = trusted.to_h
      catalog = Puppet::Parser::Compiler.compile(node)
      t1 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
      json = catalog.to_json
      resources = catalog.resources.size
      if i.positive?
        compile_ms << (t1 - t0) * 1000
        total_ms << (Process.clock_gettime(Process::CLOCK_MONOTONIC) - t0) * 1000
      end
    end
    cpu_warm += cpu - c0 if i.positive?
    abort("no JSON for #{name}") if json.nil? || json.empty?
  end
  printf("%-28s %9d %12.1f %12.1f %14.1f %14.1f %10.1f\n", name, resources, median(compile_ms), compile_ms.min,
         median(total_ms), total_ms.min, cpu_warm * 1000 / opts[:runs])
end
FileUtils.rm_rf(scratch)
