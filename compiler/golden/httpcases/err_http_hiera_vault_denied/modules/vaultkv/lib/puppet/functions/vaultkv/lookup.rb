# A Hiera 5 lookup_key backend reading HashiCorp Vault's KV secrets engine (v1 and v2) as
# petems/hiera_vault reads it (Puppet::Network::HttpPool.http_instance, X-Vault-Token,
# Net::HTTPSuccess, context.not_found), with use_ssl from the address as puppetdb's and
# wait_for's functions call http_instance. Written for this test.
require 'json'
require 'puppet/network/http_pool'

Puppet::Functions.create_function(:'vaultkv::lookup') do
  dispatch :lookup_key do
    param 'Variant[String, Numeric]', :key
    param 'Hash', :options
    param 'Puppet::LookupContext', :context
  end

  def lookup_key(key, options, context)
    url = URI.parse(options['address'])
    connection = Puppet::Network::HttpPool.http_instance(url.host, url.port, url.scheme == 'https')
    headers = { 'X-Vault-Token' => options['token'], 'Accept' => 'application/json' }
    options['mounts'].each do |mount|
      path = context.interpolate(mount)
      path = path.split('/').reject(&:empty?).insert(1, 'data').join('/') if options['kv_v2']
      response = connection.get("/v1/#{path}/#{key}", headers)
      case response
      when Net::HTTPSuccess
        data = JSON.parse(response.body)['data']
        data = data['data'] if options['kv_v2']
        context.explain { "[vaultkv] found #{key} in #{path}" }
        return data.key?(options['field']) ? data[options['field']] : data
      when Net::HTTPNotFound
        context.explain { "[vaultkv] #{key} is not in #{path}" }
      else
        errors = begin
          JSON.parse(response.body)['errors']
        rescue JSON::ParserError
          [response.message]
        end
        raise Puppet::DataBinding::LookupError, "[vaultkv] #{response.code} #{response.message} reading #{path}/#{key}: #{errors.join(', ')}"
      end
    end
    context.not_found
  end
end
