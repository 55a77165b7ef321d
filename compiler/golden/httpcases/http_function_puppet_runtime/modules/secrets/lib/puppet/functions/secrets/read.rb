# A function reading a Vault-like secret with Puppet's own HTTP client, Puppet.runtime[:http], as
# voxpupuli/vault_lookup does: headers, success?, code, body, Puppet::HTTP's errors. Written for this test.
require 'json'

Puppet::Functions.create_function(:'secrets::read') do
  dispatch :read do
    param 'String', :addr
    param 'String', :path
    optional_param 'String', :token
  end

  def read(addr, path, token = 's.test-token')
    client = Puppet.runtime[:http]
    uri = URI(addr) + "/v1/#{path}"
    response = client.get(uri, headers: { 'X-Vault-Token' => token })
    unless response.success?
      errors = begin
        JSON.parse(response.body)['errors']
      rescue StandardError
        nil
      end
      return { 'code' => response.code, 'reason' => response.reason, 'errors' => errors, 'class' => response.class.name }
    end
    data = JSON.parse(response.body)['data']
    data = data['data'] if data.key?('metadata')
    Puppet::Pops::Types::PSensitiveType::Sensitive.new(data)
  rescue Puppet::HTTP::ConnectionError => e
    { 'error' => e.class.name, 'cause' => e.cause.class.name, 'connection' => e.is_a?(Puppet::HTTP::HTTPError) }
  end
end
