require 'puppet_x/acme/registry'
module PuppetX::Acme
  class DiskSpace < Check
    def render
      format('disk %s warn=%d%% crit=%d%%', path, params[:warn] || 80, params[:crit] || 90)
    end
  end
  Registry.instance.register(DiskSpace)
end
