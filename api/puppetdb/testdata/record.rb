# record.rb PDB_STATE_DIR CASE_DIR...
#
# Records the multi-node golden cases of Punch's storeconfigs from the
# reference: Puppet 7.23 with the PuppetDB terminus (Debian's
# puppet-terminus-puppetdb) against PuppetDB 7.12 on PostgreSQL 15, started
# by start-puppetdb.sh in PDB_STATE_DIR (record.sh does both).
#
# A case folder holds an environment (site.pp, or manifests/, and
# optionally modules/) and a file `nodes`: the certnames to compile, one a
# line, in order (a line "deactivate NAME" deactivates a node there, as
# `puppet node deactivate` does). For each node, as Puppet Server does for
# an agent: the facts are stored in PuppetDB (replace facts), the catalog is
# compiled with storeconfigs (exported collectors query PuppetDB) and, when
# the compile succeeds, stored (replace catalog); the script waits until
# PuppetDB has processed it before the next node. It writes:
#   facts/NN-NAME.json       the facts step NN used (base facts + the node's
#                            names; ipaddress changes with the step)
#   expected/NN-NAME.json    the catalog Puppet compiled, or
#   expected/NN-NAME.wire.json  the "replace catalog" v9 payload the terminus
#                            made of it (what PuppetDB stored)
#   expected/NN-NAME.rich.json  the catalog in rich data, as Puppet
#                            Server serves it to an agent, when that
#                            differs (Deferred, Binary, Timestamp, ...)
#   expected/NN-NAME.error   the first error line when the compile failed
#   expected/NN-NAME.queries.json  each puppetdb_query call of the compile:
#                            {"query": Q, "answer": A} or {"query": Q,
#                            "error": MESSAGE}, in order (replayed by the
#                            embedded-store test, which has no PuppetDB)
#   expected/exports.json    PuppetDB's answer, at the end, to
#                            /pdb/query/v4/resources ["=", "exported", true]
#                            (sorted by certname, type, title)
# PuppetDB's data is wiped (TRUNCATE) before each case.
require 'puppet'
require 'json'
require 'tmpdir'
require 'fileutils'
require 'net/http'
require 'uri'
require 'cgi'

state = ARGV.shift or abort 'usage: record.rb PDB_STATE_DIR CASE_DIR...'
state = File.expand_path(state)
pdb_port = (ENV['PDB_PORT'] || '18080').to_i
here = File.expand_path(File.dirname(__FILE__))
base_facts = JSON.parse(File.read(File.join(here, 'base-facts.json')))

scratch = Dir.mktmpdir('pdb-record')
confdir = File.join(scratch, 'conf')
ssldir = File.join(scratch, 'ssl')
FileUtils.mkdir_p([confdir, File.join(ssldir, 'certs'), File.join(ssldir, 'private_keys')])
FileUtils.cp(File.join(state, 'ssl/certs/ca.pem'), File.join(ssldir, 'certs/ca.pem'))
FileUtils.cp(File.join(state, 'ssl/crl.pem'), File.join(ssldir, 'crl.pem'))
FileUtils.cp(File.join(state, 'ssl/certs/client.example.com.pem'), File.join(ssldir, 'certs/client.example.com.pem'))
FileUtils.cp(File.join(state, 'ssl/private_keys/client.example.com.pem'), File.join(ssldir, 'private_keys/client.example.com.pem'))
File.write(File.join(confdir, 'puppetdb.conf'), "[main]\nserver_urls = https://localhost:#{pdb_port + 1}\n")
envpath = File.join(scratch, 'envs')

Puppet.initialize_settings(['--confdir', confdir, '--vardir', "#{scratch}/var", '--ssldir', ssldir,
  '--logdir', "#{scratch}/log", '--rundir', "#{scratch}/run", '--codedir', scratch,
  '--environmentpath', envpath, '--certname', 'client.example.com',
  '--hiera_config', "#{scratch}/hiera-none.yaml", '--storeconfigs', '--storeconfigs_backend', 'puppetdb',
  # No kept-alive connections: the terminus's second GET over a cached TLS 1.3
  # connection to PuppetDB 7.12 hung 30 s here (QA-SITE-3), failing every
  # compile with two exported collectors.
  '--http_keepalive_timeout', '0'])
$stdout.sync = true

# Records what puppetdb_query asked PuppetDB and what it got.
require 'puppet/util/puppetdb'
$pdb_queries = []
module RecordQueries
  def query_puppetdb(query)
    answer = super
    $pdb_queries << {'query' => query, 'answer' => answer}
    answer
  rescue => e
    $pdb_queries << {'query' => query, 'error' => e.message}
    raise
  end
end
Puppet::Util::Puppetdb.singleton_class.prepend(RecordQueries)

def write_queries(out)
  File.write("#{out}.queries.json", JSON.pretty_generate($pdb_queries) + "\n") unless $pdb_queries.empty?
  $pdb_queries = []
end

def pdb_get(port, path)
  uri = URI("http://127.0.0.1:#{port}#{path}")
  res = Net::HTTP.get_response(uri)
  raise "GET #{path}: #{res.code} #{res.body}" unless res.code.to_i == 200
  JSON.parse(res.body)
end

def pdb_query(port, endpoint, query)
  pdb_get(port, "/pdb/query/v4/#{endpoint}?query=#{CGI.escape(query.to_json)}")
end

# wait_for waits until PuppetDB's command queue is empty and the block is true.
def wait_for(port, what)
  300.times do
    return if yield
    sleep 0.1
  end
  abort "record: PuppetDB did not process #{what} within 30 s"
end

def wipe(state)
  system(File.join(File.dirname(__FILE__), 'wipe-puppetdb.sh'), state) or abort 'record: could not wipe PuppetDB'
end

ARGV.each do |case_dir|
  case_dir = File.expand_path(case_dir)
  name = File.basename(case_dir)
  wipe(state)
  env = File.join(envpath, 'production')
  FileUtils.rm_rf(envpath)
  FileUtils.mkdir_p(File.join(env, 'manifests'))
  if File.directory?(File.join(case_dir, 'manifests'))
    FileUtils.cp_r(File.join(case_dir, 'manifests/.'), File.join(env, 'manifests'))
  else
    FileUtils.cp(File.join(case_dir, 'site.pp'), File.join(env, 'manifests/site.pp'))
  end
  FileUtils.cp_r(File.join(case_dir, 'modules'), env) if File.directory?(File.join(case_dir, 'modules'))
  FileUtils.rm_rf([File.join(case_dir, 'expected'), File.join(case_dir, 'facts')])
  FileUtils.mkdir_p([File.join(case_dir, 'expected'), File.join(case_dir, 'facts')])
  envs = Puppet.lookup(:environments)
  envs.clear_all if envs.respond_to?(:clear_all)
  step = 0
  File.readlines(File.join(case_dir, 'nodes')).map(&:strip).reject { |l| l.empty? || l.start_with?('#') }.each do |line|
    step += 1
    if line.start_with?('deactivate ')
      certname = line.split[1]
      # What `puppet node deactivate` sends (the node terminus's destroy,
      # which fails to find CommandDeactivateNode in this packaging).
      now = Time.now
      Puppet::Util::Puppetdb::Command.new('deactivate node', 3, certname, now.clone.utc,
        {certname: certname, producer_timestamp: Puppet::Util::Puppetdb.to_wire_time(now)}).submit
      wait_for(pdb_port, "deactivate #{certname}") do
        pdb_query(pdb_port, 'nodes', ['and', ['=', 'certname', certname], ['=', ['node', 'active'], false]]).any?
      end
      puts "#{name}: #{format('%02d', step)} deactivated #{certname}"
      next
    end
    certname = line
    octet = step + 10
    facts = base_facts.merge('fqdn' => certname, 'hostname' => certname.split('.')[0],
      'domain' => certname.split('.', 2)[1].to_s, 'clientcert' => certname,
      'ipaddress' => "192.0.2.#{octet}")
    File.write(File.join(case_dir, 'facts', format('%02d-%s.json', step, certname)), JSON.pretty_generate(facts) + "\n")
    out = File.join(case_dir, 'expected', format('%02d-%s', step, certname))
    environment = envs.get!('production')
    trusted = Puppet::Context::TrustedInformation.new('remote', certname, {})
    Puppet.override(current_environment: environment, trusted_information: trusted) do
      node = Puppet::Node.new(certname, environment: environment, facts: Puppet::Node::Facts.new(certname, facts))
      node.merge(facts)
      node.add_server_facts({'serverversion' => '7.23.0', 'servername' => 'puppet.example.com',
                             'serverip' => '10.0.0.1', 'environment' => 'production'})
      node.trusted_data = trusted.to_h
      fr = Puppet::Indirector::Request.new(:facts, :save, certname, Puppet::Node::Facts.new(certname, facts), environment: environment)
      Puppet::Node::Facts.indirection.terminus(:puppetdb).save(fr)
      # PuppetDB stores commands asynchronously: wait for these facts (the
      # step's ipaddress) so that the compile's puppetdb_query sees them
      # on every recording, not only when PuppetDB was quick.
      wait_for(pdb_port, "the facts of #{certname}") do
        pdb_query(pdb_port, 'facts', ['and', ['=', 'certname', certname], ['=', 'name', 'ipaddress'],
          ['=', 'value', facts['ipaddress']]]).any?
      end
      begin
        catalog = Puppet::Parser::Compiler.compile(node)
        write_queries(out)
      rescue => e
        write_queries(out)
        # A failure to reach PuppetDB is the recording's, not the case's.
        abort "record: #{name}: #{certname}: #{e.message}" if e.message.include?('Could not retrieve resources from the PuppetDB')
        File.write("#{out}.error", e.message.lines.first.strip.gsub(env + '/', '') + "\n")
        puts "#{name}: #{format('%02d', step)} #{certname}: ERROR #{e.message.lines.first.strip}"
        next
      end
      uuid = catalog.catalog_uuid
      cr = Puppet::Indirector::Request.new(:catalog, :save, certname, catalog, environment: environment, transaction_uuid: uuid)
      Puppet::Resource::Catalog.indirection.terminus(:puppetdb).save(cr)
      wait_for(pdb_port, "the catalog of #{certname}") do
        c = pdb_query(pdb_port, 'catalogs', ['=', 'certname', certname]) rescue []
        c.any? { |x| x['catalog_uuid'] == uuid }
      end
      resource_catalog = catalog.to_resource
      data = resource_catalog.to_data_hash
      File.write("#{out}.json", JSON.pretty_generate(data).gsub(env + '/', '') + "\n")
      # The catalog as Puppet Server serves it to an agent that accepts
      # rich data (network/formats.rb's rich_data_json), when that differs:
      # the test compiles such a case with rich data too and checks that
      # the stored catalog is the same (the terminus stringifies either).
      rich = Puppet.override(rich_data: true) { resource_catalog.to_data_hash }
      File.write("#{out}.rich.json", JSON.pretty_generate(rich).gsub(env + '/', '') + "\n") if rich != data
      # The command payload the terminus sent (replace catalog v9).
      wire, _ = Puppet::Resource::Catalog.indirection.terminus(:puppetdb).munge_catalog(catalog, Time.now,
        {transaction_uuid: uuid, environment: 'production'})
      File.write("#{out}.wire.json", JSON.pretty_generate(wire).gsub(env + '/', '') + "\n")
      puts "#{name}: #{format('%02d', step)} #{certname}: #{data['resources'].length} resources"
    end
  end
  exports = pdb_query(pdb_port, 'resources', ['=', 'exported', true])
  exports.sort_by! { |r| [r['certname'], r['type'], r['title']] }
  exports.each { |r| r['file'] = r['file'].sub(env + '/', '') if r['file'] }
  File.write(File.join(case_dir, 'expected', 'exports.json'), JSON.pretty_generate(exports) + "\n")
end
FileUtils.rm_rf(scratch)
