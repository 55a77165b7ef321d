module Puppet
  Type.newtype(:idiom_methods, :self_refresh => true) do
    # exists?/create/destroy make Puppet add ensure by itself
    def exists?
      provider.exists?
    end

    def create
      provider.create
    end

    def destroy
      provider.destroy
    end

    @isomorphic = false

    def self.newcheck(name, options = {}, &block)
      @checks ||= {}
      check = newparam(name, options, &block)
      @checks[name] = check
    end

    newparam(:command) do
      isnamevar
    end

    newcheck(:onlyif) do
      desc 'a check'
    end

    newcheck(:creates, :namevar => false)
  end
end
