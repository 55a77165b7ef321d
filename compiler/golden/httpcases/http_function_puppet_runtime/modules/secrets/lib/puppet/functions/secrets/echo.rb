# Puppet.runtime[:http] post and get with query parameters: the server echoes what Puppet's client sent
# (its User-Agent and X-Puppet-Version), and a redirect Puppet's client follows itself.
require 'json'

Puppet::Functions.create_function(:'secrets::echo') do
  dispatch :echo do
    param 'String', :addr
  end

  def echo(addr)
    client = Puppet.runtime[:http]
    posted = client.post(URI("#{addr}/echo/login"), { 'role' => 'web' }.to_json,
                         headers: { 'Content-Type' => 'application/json' }, options: { include_system_store: false })
    got = client.get(URI("#{addr}/echo/list"), params: { 'list' => true, 'name' => 'a b' })
    moved = client.get(URI("#{addr}/data/old-packages"))
    head = client.head(URI("#{addr}/data/packages.json"))
    {
      'post' => [posted.code, posted.reason, posted['content-type'], JSON.parse(posted.body)],
      'get' => JSON.parse(got.body),
      'redirected' => [moved.code, moved.url.path, JSON.parse(moved.body)],
      'head' => [head.code, head.body, head['content-length']],
      'same client' => client.equal?(Puppet.runtime[:http]),
    }
  end
end
