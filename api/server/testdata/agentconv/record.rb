# record.rb URL CODEDIR SSLDIR AGENTSSLDIR OUT: asks the Puppet Server at URL every request of
# requests.yaml (beside this file) with the client certificate each names, and writes its
# answers (status, Content-Type, X-Puppet-Version, body) to OUT as JSON, the environments
# directory CODEDIR/environments written $ENVDIR and CODEDIR $CODEDIR. Run by record.sh.
require 'json'
require 'yaml'
require 'net/http'
require 'openssl'
require 'uri'

url, codedir, ssldir, agentssl, out = ARGV
envdir = File.join(codedir, 'environments')
reqs = YAML.safe_load(File.read(File.join(__dir__, 'requests.yaml')))
uri = URI(url)
certs = {
  'agent' => ["#{agentssl}/certs/agent1.example.com.pem", "#{agentssl}/private_keys/agent1.example.com.pem"],
  'other' => ["#{agentssl}/certs/agent2.example.com.pem", "#{agentssl}/private_keys/agent2.example.com.pem"],
  'server' => ["#{ssldir}/certs/puppet.test.pem", "#{ssldir}/private_keys/puppet.test.pem"],
}

# body builds a request's body from its entry: body (text), body_facts (a facts document for
# the node named, with the values given and a fact pad of that many x when pad is given), body_catalog_form (an agent's catalog form with those
# facts), body_report (a report of the node named, made by Puppet's own classes), body_repeat
# ([text, times]).
def facts_doc(node, values)
  JSON.generate({ 'name' => node, 'values' => values || {},
                  'timestamp' => '2026-01-01T00:00:00.000000000+00:00', 'expiration' => '2026-01-01T00:30:00.000000000+00:00' })
end

def body_of(r)
  return r['body'] if r.key?('body')
  if (f = r['body_facts'])
    values = (f['values'] || {}).dup
    values['pad'] = 'x' * f['pad'] if f['pad']
    return facts_doc(f['node'], values)
  end
  if (f = r['body_catalog_form'])
    form = { 'environment' => 'production', 'configured_environment' => 'production',
             'transaction_uuid' => 'd6a2b3c4-0000-4000-8000-000000000001', 'static_catalog' => 'true',
             'checksum_type' => 'sha256.sha384.sha512.sha224.md5', 'facts_format' => 'application/json',
             'facts' => URI.encode_www_form_component(facts_doc(f['node'], f['values'])) }
    form.merge!(f['extra'] || {})
    return URI.encode_www_form(form)
  end
  if (n = r['body_report'])
    return JSON.generate({ 'host' => n, 'time' => '2026-01-01T00:00:00.000000000+00:00', 'configuration_version' => 1,
                           'transaction_uuid' => 'd6a2b3c4-0000-4000-8000-000000000001', 'report_format' => 12,
                           'puppet_version' => '7.23.0', 'status' => 'unchanged', 'transaction_completed' => true,
                           'noop' => false, 'noop_pending' => false, 'environment' => 'production',
                           'logs' => [], 'metrics' => {}, 'resource_statuses' => {}, 'corrective_change' => false,
                           'cached_catalog_status' => 'not_used', 'catalog_uuid' => 'x', 'code_id' => nil,
                           'master_used' => 'localhost:8140', 'server_used' => 'localhost:8140', 'kind' => 'apply' })
  end
  if (rep = r['body_repeat'])
    return rep[0] * rep[1]
  end
  nil
end

answers = reqs.map do |r|
  http = Net::HTTP.new(uri.host, uri.port)
  http.use_ssl = true
  http.verify_mode = OpenSSL::SSL::VERIFY_NONE
  http.read_timeout = 300
  if (c = certs[r['as']])
    http.cert = OpenSSL::X509::Certificate.new(File.read(c[0]))
    http.key = OpenSSL::PKey.read(File.read(c[1]))
  end
  req = Net::HTTPGenericRequest.new(r['method'], true, true, r['path'])
  (r['headers'] || {}).each { |k, v| req[k] = v }
  b = body_of(r)
  if b
    req.body = b
    req['Content-Type'] ||= 'application/octet-stream'
  end
  resp = http.start { |h| h.request(req) }
  body = resp.body.to_s.dup.force_encoding('UTF-8')
  body = body.valid_encoding? ? body.gsub(envdir, '$ENVDIR').gsub(codedir, '$CODEDIR') : "base64:#{[resp.body].pack('m0')}"
  { 'name' => r['name'], 'status' => resp.code.to_i, 'content_type' => resp['Content-Type'],
    'puppet_version' => resp['X-Puppet-Version'], 'body' => body }
end
File.write(out, JSON.pretty_generate({ 'recorded_from' => "Puppet Server #{`dpkg-query -W -f='${Version}' puppetserver`} (record.sh)",
                                       'answers' => answers }) + "\n")
puts "recorded #{answers.size} answers in #{out}"
