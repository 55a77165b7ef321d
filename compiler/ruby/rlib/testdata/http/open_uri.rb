# open-uri against the fixture server (server/): URI.open, URI::HTTP#read/#open, OpenURI.open_uri,
# the response's meta data and encoding, errors. ADDR is the server's host:port.
require 'open-uri'
require 'json'
addr = ENV.fetch('HTTP_FIXTURE')
base = "http://#{addr}"

def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: raised #{e.class}: #{e.message}"
end

t('URI.open read') { URI.open("#{base}/data/app.json").read }
t('URI.open block') { URI.open("#{base}/data/app.json") { |io| [io.status, io.content_type, io.charset, io.base_uri.to_s.sub(addr, 'ADDR'), io.read.encoding.to_s] } }
t('text charset') { URI.open("#{base}/data/chunked.txt") { |io| [io.content_type, io.charset, io.read.encoding.to_s, io.meta['x-multi']] } }
t('URI#read') { s = URI("#{base}/data/app.json").read; [s, s.encoding.to_s] }
t('URI#open') { URI("#{base}/data/app.yaml").open { |io| [io.read, io.content_encoding] } }
t('headers') { JSON.parse(URI.open("#{base}/echo/h", 'X-Token' => 'abc', 'Accept' => 'application/json').read)['headers'].reject { |k, _| k == 'accept-encoding' } }
t('basic auth') { JSON.parse(URI.open("#{base}/echo/a", http_basic_authentication: ['u', 'p']).read)['headers']['authorization'] }
t('open_uri') { OpenURI.open_uri(URI("#{base}/data/app.json")).read.size }
t('redirect') { URI.open("#{base}/data/moved") { |io| [io.base_uri.to_s.sub(addr, 'ADDR'), io.read.size] } }
t('404') { URI.open("#{base}/nope") }
t('404 io') { begin; URI.open("#{base}/nope"); rescue OpenURI::HTTPError => e; [e.message, e.io.status, e.io.read]; end }
t('500') { URI.open("#{base}/data/broken").read }
t('refused') { URI.open('http://127.0.0.1:9/x') }
t('bad option') { URI.open("#{base}/data/app.json", nope: 1) }
t('write mode') { URI.open("#{base}/data/app.json", 'w') }
