# Helpers shared by the profile functions (required, not autoloaded).
module PuppetX
  module Profile
    module Naming
      SUFFIXES = { 'web' => 'httpd', 'db' => 'postgres' }.freeze

      def self.service_name(port)
        "svc-#{port}"
      end

      def self.join(parts, sep)
        parts.reject { |p| p.nil? || p.empty? }.join(sep)
      end

      def self.suffix(role)
        SUFFIXES.fetch(role, role.to_s.tr('-', '_'))
      end
    end
  end
end
