# Net::HTTP against the fixture server (server/): what module code does with it.
# ADDR is the server's host:port; the recording and the test replace it by "ADDR".
require 'net/http'
require 'json'
addr = ENV.fetch('HTTP_FIXTURE')
host, port = addr.split(':')
port = port.to_i
base = "http://#{addr}"

def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: raised #{e.class}: #{e.message}"
end

t('get') { Net::HTTP.get(URI("#{base}/data/app.json")) }
t('get host path port') { Net::HTTP.get(host, '/data/app.json', port) }
t('get_response') { r = Net::HTTP.get_response(URI("#{base}/data/app.json")); [r.class, r.code, r.message, r.body, r['content-type'], r.content_type, r.content_length, r.http_version] }
t('get_response headers') { r = Net::HTTP.get_response(URI("#{base}/data/app.json"), 'Accept' => 'application/json'); r.to_hash.keys.sort }
t('each_header') { r = Net::HTTP.get_response(URI("#{base}/data/chunked.txt")); a = []; r.each_header { |k, v| a << [k, v] unless k == 'date' }; a }
t('chunked body') { r = Net::HTTP.get_response(URI("#{base}/data/chunked.txt")); [r.body, r.body.encoding.to_s, r['x-multi'], r.get_fields('X-Multi'), r.chunked?] }
t('gzip') { r = Net::HTTP.get_response(URI("#{base}/data/app.yaml")); [r.body, r['content-encoding'], r.key?('content-encoding')] }
t('body encoding') { Net::HTTP.get(URI("#{base}/data/app.json")).encoding.to_s }
t('not found') { r = Net::HTTP.get_response(URI("#{base}/nope")); [r.class, r.code, r.body, r.is_a?(Net::HTTPSuccess), r.is_a?(Net::HTTPClientError)] }
t('value 404') { Net::HTTP.get_response(URI("#{base}/nope")).value }
t('value 500') { Net::HTTP.get_response(URI("#{base}/data/broken")).value }
t('value 302') { Net::HTTP.get_response(URI("#{base}/data/moved")).value }
t('redirect') { r = Net::HTTP.get_response(URI("#{base}/data/moved")); [r.class, r['location'], r.is_a?(Net::HTTPRedirection)] }
t('value 200') { Net::HTTP.get_response(URI("#{base}/data/app.json")).value }
t('denied') { r = Net::HTTP.get_response(URI("#{base}/v1/secret/db")); [r.code, JSON.parse(r.body)] }
t('token') { r = Net::HTTP.get_response(URI("#{base}/v1/secret/db"), 'X-Vault-Token' => 's.test-token'); [r.code, JSON.parse(r.body)['data']] }
t('start block') do
  Net::HTTP.start(host, port) do |http|
    a = http.get('/data/app.json')
    b = http.request(Net::HTTP::Get.new('/echo/x?y=1', 'X-Vault-Token' => 'tok'))
    [http.started?, a.code, JSON.parse(b.body)]
  end
end
t('new + start') do
  http = Net::HTTP.new(host, port)
  http.open_timeout = 5
  http.read_timeout = 5
  s1 = http.started?
  http.start
  r = http.get('/echo/a')
  s2 = http.started?
  http.finish
  [s1, s2, http.started?, JSON.parse(r.body)['headers']]
end
t('post') do
  http = Net::HTTP.new(host, port)
  r = http.post('/echo/p', '{"a":1}', 'Content-Type' => 'application/json')
  JSON.parse(r.body)
end
t('post default type') { JSON.parse(Net::HTTP.new(host, port).post('/echo/p', 'x=1').body) }
t('Post request') do
  req = Net::HTTP::Post.new(URI("#{base}/echo/form"))
  req.set_form_data('a' => 'b c', 'd' => ['1', '2'])
  req.basic_auth('user', 'pw')
  r = Net::HTTP.start(host, port) { |h| h.request(req) }
  [req.inspect, req.path, req.body, req['host'].sub(addr, 'ADDR'), JSON.parse(r.body)]
end
t('Put with body') do
  req = Net::HTTP::Put.new('/echo/put')
  req['Content-Type'] = 'text/plain'
  req.body = 'hello'
  JSON.parse(Net::HTTP.new(host, port).request(req).body)
end
t('Delete') { JSON.parse(Net::HTTP.new(host, port).delete('/echo/d').body) }
t('head') { r = Net::HTTP.new(host, port).head('/data/app.json'); [r.code, r.body, r['content-length']] }
t('post_form') { JSON.parse(Net::HTTP.post_form(URI("#{base}/echo/pf"), 'q' => 'ruby', 'max' => '50').body) }
t('Net::HTTP.post') { JSON.parse(Net::HTTP.post(URI("#{base}/echo/np"), '[1]', 'Content-Type' => 'application/json').body) }
t('request_get block') { out = nil; Net::HTTP.new(host, port).request_get('/data/app.json') { |r| out = [r.code, r.read_body.size] }; out }
t('get block') { chunks = []; Net::HTTP.start(host, port) { |h| h.get('/data/app.json') { |c| chunks << c } }; chunks }
t('inspect') { h = Net::HTTP.new(host, port); [h.inspect.sub(addr, 'ADDR'), h.port == port, h.address == host, h.use_ssl?, h.open_timeout, h.read_timeout, h.write_timeout] }
t('response inspect') { Net::HTTP.get_response(URI("#{base}/data/app.json")).inspect }
t('request headers') { Net::HTTP::Get.new('/x', 'X-A' => ' b ').to_hash }
t('request uri headers') { r = Net::HTTP::Get.new(URI("#{base}/p?q=1")); [r.path, r['host'].sub(addr, 'ADDR'), r.uri.to_s.sub(addr, 'ADDR')] }
t('bad header') { Net::HTTP::Get.new('/x', 'X-A' => "a\nb") }
t('empty path') { Net::HTTP::Get.new('') }
t('not http uri') { Net::HTTP::Get.new(URI('ftp://x/y')) }
t('refused') { Net::HTTP.get(URI('http://127.0.0.1:9/x')) }
t('refused start') { Net::HTTP.start('127.0.0.1', 9) { |h| h.get('/') } }
t('refused ssl') { h = Net::HTTP.new('127.0.0.1', 9); h.use_ssl = true; h.start }
t('ssl to plain server') { h = Net::HTTP.new(host, port); h.use_ssl = true; h.verify_mode = OpenSSL::SSL::VERIFY_NONE; h.start { |x| x.get('/') } }
t('already started') { Net::HTTP.start(host, port) { |h| h.start } }
t('finish not started') { Net::HTTP.new(host, port).finish }
t('errors') { [Net::OpenTimeout.ancestors.include?(Timeout::Error), Net::ReadTimeout.superclass, Net::HTTPClientException, Errno::ECONNREFUSED.superclass, Errno::ECONNREFUSED::Errno, Net::HTTPNotFound.superclass, Net::HTTPOK::HAS_BODY, Net::HTTPNoContent::HAS_BODY] }
t('classes') { [Net::HTTPResponse::CODE_TO_OBJ['418'], Net::HTTPResponse::CODE_TO_OBJ['404'], Net::HTTPResponse::CODE_CLASS_TO_OBJ['4']] }
