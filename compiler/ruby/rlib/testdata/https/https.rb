# Net::HTTP over TLS against the fixture server serving HTTPS (a certificate for 127.0.0.1 signed by a
# throwaway authority whose certificate is HTTP_FIXTURE_CA). ADDR is the server's host:port.
require 'net/http'
addr = ENV.fetch('HTTP_FIXTURE')
ca = ENV.fetch('HTTP_FIXTURE_CA')
host, port = addr.split(':')
port = port.to_i

def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: raised #{e.class}: #{e.message}"
end

t('ca_file') { h = Net::HTTP.new(host, port); h.use_ssl = true; h.ca_file = ca; h.start { |x| r = x.get('/data/app.json'); [r.code, r.body] } }
t('start options') { Net::HTTP.start(host, port, use_ssl: true, ca_file: ca) { |x| x.get('/data/app.json').body } }
t('system store') { Net::HTTP.get(URI("https://#{addr}/data/app.json")) }
t('no ca_file') { h = Net::HTTP.new(host, port); h.use_ssl = true; h.start }
t('verify none') { h = Net::HTTP.new(host, port); h.use_ssl = true; h.verify_mode = OpenSSL::SSL::VERIFY_NONE; h.start { |x| x.get('/data/app.json').code } }
t('hostname mismatch') { h = Net::HTTP.new('localhost', port); h.use_ssl = true; h.ca_file = ca; h.start }
t('verify_hostname false') { h = Net::HTTP.new('localhost', port); h.use_ssl = true; h.ca_file = ca; h.verify_hostname = false; h.start { |x| x.get('/data/app.json').code } }
t('keep-alive over tls') { Net::HTTP.start(host, port, use_ssl: true, ca_file: ca) { |x| [x.get('/data/app.json').code, x.get('/nope').code, x.get('/echo/k').code] } }
