# POST of a JSON document with Net::HTTP::Post, headers and basic auth; the server echoes the request.
require 'net/http'
require 'json'

Puppet::Functions.create_function(:'apiclient::post_json') do
  dispatch :post_json do
    param 'String', :url
    param 'Hash', :document
  end

  def post_json(url, document)
    uri = URI(url)
    request = Net::HTTP::Post.new(uri, 'Content-Type' => 'application/json', 'X-Request-Source' => 'puppet')
    request.basic_auth('deploy', 's3cret')
    request.body = document.to_json
    response = Net::HTTP.new(uri.host, uri.port).request(request)
    echoed = JSON.parse(response.body)
    echoed['headers'].delete('accept-encoding')
    echoed
  end
end
