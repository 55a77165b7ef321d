module PuppetX
  module Sysinfo
    def self.parse_kv(text)
      text.each_line.map(&:strip).reject(&:empty?).to_h { |l| l.split('=', 2) }
    end
  end
end
