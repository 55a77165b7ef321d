class caps { notify { "caps": } }
