# Written for this case: the helper module puppetdbquery's parser includes (its parse entry point).
module PuppetDB
  module ParserHelper
    def parse(query)
      scan_str(query)
    end
  end
end
