# GET with headers and redirects followed by hand, the response's code, headers and JSON body.
require 'net/http'
require 'json'

Puppet::Functions.create_function(:'apiclient::fetch_json') do
  dispatch :fetch_json do
    param 'String', :url
    optional_param 'Hash[String, String]', :headers
  end

  def fetch_json(url, headers = {})
    uri = URI(url)
    5.times do
      response = Net::HTTP.start(uri.host, uri.port, open_timeout: 5, read_timeout: 5) do |http|
        http.get(uri.request_uri, headers)
      end
      case response
      when Net::HTTPRedirection
        uri = uri + response['location']
      when Net::HTTPSuccess
        return { 'code' => response.code, 'type' => response.content_type, 'data' => JSON.parse(response.body) }
      else
        return { 'code' => response.code, 'message' => response.message, 'body' => response.body }
      end
    end
    raise Puppet::Error, "too many redirects for #{url}"
  end
end
