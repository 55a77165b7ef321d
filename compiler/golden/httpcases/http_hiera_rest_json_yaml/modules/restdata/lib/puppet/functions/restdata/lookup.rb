# A Hiera 5 lookup_key backend in the manner of crayfishx/hiera-http (lookup_http): Net::HTTP GET of a
# document per hierarchy level, parsed as JSON or YAML by its Content-Type, the key dug out of it;
# timeouts and headers from the options. Written for this test.
require 'net/http'
require 'json'
require 'yaml'

Puppet::Functions.create_function(:'restdata::lookup') do
  dispatch :lookup_key do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    uri = URI.parse(options['url'])
    document = if context.cache_has_key(uri.to_s)
                 context.cached_value(uri.to_s)
               else
                 context.cache(uri.to_s, fetch(uri, options, context))
               end
    return context.not_found unless document.is_a?(Hash) && document.key?(key)
    document[key]
  end

  def fetch(uri, options, context)
    http = Net::HTTP.new(uri.host, uri.port)
    http.open_timeout = options.fetch('http_connect_timeout', 10)
    http.read_timeout = options.fetch('http_read_timeout', 10)
    request = Net::HTTP::Get.new(uri.request_uri)
    (options['headers'] || {}).each { |name, value| request[name] = value }
    response = http.start { |h| h.request(request) }
    context.explain { "[restdata] GET #{uri} answered #{response.code} (#{response.content_type})" }
    case response
    when Net::HTTPNotFound
      nil
    when Net::HTTPSuccess
      case response.content_type
      when 'application/json' then JSON.parse(response.body)
      when 'application/x-yaml', 'text/yaml' then YAML.safe_load(response.body)
      else raise Puppet::DataBinding::LookupError, "[restdata] unknown content type #{response.content_type} from #{uri}"
      end
    else
      raise Puppet::DataBinding::LookupError, "[restdata] GET #{uri} failed: #{response.code} #{response.message}"
    end
  rescue Errno::ECONNREFUSED, Net::OpenTimeout, Net::ReadTimeout => e
    raise Puppet::DataBinding::LookupError, "[restdata] #{e.class}: #{e.message}"
  end
end
