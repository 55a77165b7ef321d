# QA-FORGE-8: example42-tp's tp::url_replace (18b6c928) given an Integer version: the function's
# String parameter refuses it.
notice(tp::url_replace('https://example.com/app-$VERSION.tgz', 3))
