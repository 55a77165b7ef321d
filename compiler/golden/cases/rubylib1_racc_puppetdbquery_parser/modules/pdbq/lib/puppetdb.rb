# Written for this case: the namespace puppetdbquery's parser requires.
module PuppetDB
end
