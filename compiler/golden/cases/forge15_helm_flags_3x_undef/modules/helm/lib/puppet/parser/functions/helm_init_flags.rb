require 'shellwords'

module Puppet::Parser::Functions
  # Transforms a hash into a string of helm init flags
  newfunction(:helm_init_flags, :type => :rvalue) do |args|
    opts = args[0] || {}
    flags = []

    if opts['init'].to_s != 'false'
      flags << 'init'
    end

    if opts['canary_image'].to_s == 'true'
      flags << '--canary-image'
    end

    if opts['client_only'].to_s != 'undef'
      flags << "--client-only '#{opts['client_only']}'"
    end

    if opts['debug'].to_s == 'true'
      flags << '--debug'
    end

    if opts['local_repo_url'].to_s != 'undef'
      flags << "--local-repo-url '#{opts['local_repo_url']}'"
    end

    if opts['service_account'].to_s != 'undef'
      flags << "--service-account '#{opts['service_account']}'"
    end

    if opts['tiller_namespace'].to_s != 'undef'
      flags << "--tiller-namespace '#{opts['tiller_namespace']}'"
    end

    if opts['upgrade'].to_s == 'true'
      flags << '--upgrade'
    end

    flags.flatten.join(" ")
  end
end
