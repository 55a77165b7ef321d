# A 3.x function reading a plain-text version over HTTP (chunked), errors turned into Puppet's.
require 'net/http'

module Puppet::Parser::Functions
  newfunction(:api_version, :type => :rvalue) do |args|
    begin
      response = Net::HTTP.get_response(URI(args[0]))
      raise Puppet::ParseError, "api_version: #{args[0]} answered #{response.code}" unless response.is_a?(Net::HTTPOK)
      response.body.strip
    rescue SystemCallError, SocketError => e
      raise Puppet::ParseError, "api_version: #{e.class}: #{e.message}"
    end
  end
end
